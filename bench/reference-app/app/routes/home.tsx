import { Link } from 'react-router';

export function meta() {
  return [{ title: 'Reference' }, { name: 'description', content: 'A minimal React Router app.' }];
}

/** A bare route: no data, a few elements and links, as in React Router's welcome page. */
export default function Home() {
  return (
    <main>
      <h1>Welcome to React Router</h1>
      <nav aria-label="Resources">
        <ul>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <a href="https://reactrouter.com/docs">React Router docs</a>
          </li>
          <li>
            <a href="https://rmx.as/discord">Join Discord</a>
          </li>
        </ul>
      </nav>
    </main>
  );
}
