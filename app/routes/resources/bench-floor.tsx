/**
 * The framework floor of `npm run bench`: a route with no data, rendered by the same server and document
 * shell as every page. It exists only in builds made with BENCH_FLOOR=1.
 */
export default function BenchFloor() {
  return <p className="container-page py-20">Framework floor</p>;
}
