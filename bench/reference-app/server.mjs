/**
 * The reference server: React Router's node-custom-server template (Express, compression, static files, the
 * request handler), without its request logger. `npm run bench` builds and starts it beside the site's server.
 */
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';

const build = await import('./build/server/index.js');
const app = express();
app.use(compression());
app.disable('x-powered-by');
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
app.use(express.static('build/client', { maxAge: '1h' }));
app.all('/{*splat}', createRequestHandler({ build, mode: process.env.NODE_ENV }));
const port = Number(process.env.PORT || 3000);
app.listen(port, process.env.HOST || '127.0.0.1', () => console.log(`reference listening on ${port}`));
