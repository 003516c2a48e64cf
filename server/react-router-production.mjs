/**
 * Module hooks for the production server (decision 045), registered by start.mjs before anything imports React
 * Router:
 *
 * 1. resolve: React Router 7's package exports only its development build (dist/development, with development
 *    warnings and checks) to every condition, a known upstream choice (remix-run/react-router#12532, #14102). Its
 *    production build ships beside it with the same entry files; `react-router` goes there, so the app, the
 *    request handler and the adapters share that one copy.
 * 2. load: memos in that build (REACT_ROUTER_MEMOS), for work React Router redoes on every document request
 *    although its result depends only on the build or on its arguments: the server's route objects
 *    (createServerRoutes, 131 routes here), their data routes (createStaticRouter), the routes matched by each
 *    parent path of the address for the partial manifest (getPartialManifest: every route tried, for "/" and each
 *    parent), and each link's resolved path (useResolvedPath: a JSON round trip and a resolution per link). Each memo replaces an
 *    exact piece of source; a piece not found (another React Router version) leaves the file as it is and says so
 *    once, and tests/integration/server-build.test.ts fails, so an upgrade never silently loses or breaks them.
 */
const DEVELOPMENT = '/node_modules/react-router/dist/development/';
const PRODUCTION = '/node_modules/react-router/dist/production/';

const MEMO_HELPERS = `
var __ieServerRoutes = new WeakMap();
var __ieDataRoutes = new WeakMap();
var __iePartialIds = new WeakMap();
var __iePathnamesJson = new WeakMap();
var __ieResolved = new Map();
function __ieRoutePathnamesJson(matches) {
  let json = __iePathnamesJson.get(matches);
  if (json === undefined) {
    json = JSON.stringify(getResolveToMatches(matches));
    __iePathnamesJson.set(matches, json);
  }
  return json;
}
function __ieResolveTo(to, routePathnamesJson, locationPathname, isPathRelative) {
  let key = to + "\u0000" + routePathnamesJson + "\u0000" + locationPathname + "\u0000" + isPathRelative;
  let path = __ieResolved.get(key);
  if (!path) {
    path = resolveTo(to, JSON.parse(routePathnamesJson), locationPathname, isPathRelative);
    if (__ieResolved.size >= 5000) __ieResolved.clear();
    __ieResolved.set(key, path);
  }
  return { ...path };
}
function __ieStaticDataRoutes(routes) {
  let known = __ieDataRoutes.get(routes);
  if (!known) {
    let manifest = {};
    known = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest) };
    __ieDataRoutes.set(routes, known);
  }
  return known;
}
function __iePartialRouteIds(manifestRoutes, router, path) {
  let byPath = __iePartialIds.get(manifestRoutes);
  if (!byPath) __iePartialIds.set(manifestRoutes, (byPath = new Map()));
  let key = (router.basename || "/") + "\\u0000" + path;
  let ids = byPath.get(key);
  if (!ids) {
    let matches = matchRoutesImpl(router.routes, path, router.basename || "/", false, router.branches);
    ids = matches ? matches.map((m) => m.route.id) : [];
    if (byPath.size >= 2000) byPath.clear();
    byPath.set(key, ids);
  }
  return ids;
}
`;

/** [name, exact source, replacement]: applied to the production chunk that holds them. */
export const REACT_ROUTER_MEMOS = [
  [
    'createServerRoutes',
    'function createServerRoutes(manifest, routeModules, future, isSpaMode, parentId = "", routesByParentId = groupRoutesByParentId(manifest), spaModeLazyPromise = Promise.resolve({ Component: () => null })) {',
    `${MEMO_HELPERS}
function createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest) {
  if (rest.length > 0) return __ieCreateServerRoutes(manifest, routeModules, future, isSpaMode, ...rest);
  let known = __ieServerRoutes.get(manifest);
  if (!known || known.isSpaMode !== isSpaMode) {
    known = { isSpaMode, routes: __ieCreateServerRoutes(manifest, routeModules, future, isSpaMode) };
    __ieServerRoutes.set(manifest, known);
  }
  return known.routes;
}
function __ieCreateServerRoutes(manifest, routeModules, future, isSpaMode, parentId = "", routesByParentId = groupRoutesByParentId(manifest), spaModeLazyPromise = Promise.resolve({ Component: () => null })) {`,
  ],
  [
    'createServerRoutes (children)',
    '    let children = createServerRoutes(\n',
    '    let children = __ieCreateServerRoutes(\n',
  ],
  [
    'createStaticRouter',
    `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`,
    `function createStaticRouter(routes, context, opts = {}) {
  let { manifest, dataRoutes } = __ieStaticDataRoutes(routes);`,
  ],
  [
    'useResolvedPath',
    `  let routePathnamesJson = JSON.stringify(getResolveToMatches(matches));
  return React2.useMemo(
    () => resolveTo(
      to,
      JSON.parse(routePathnamesJson),
      locationPathname,
      relative === "path"
    ),
    [to, routePathnamesJson, locationPathname, relative]
  );`,
    `  let routePathnamesJson = __ieRoutePathnamesJson(matches);
  return React2.useMemo(
    () => typeof to === "string" ? __ieResolveTo(to, routePathnamesJson, locationPathname, relative === "path") : resolveTo(
      to,
      JSON.parse(routePathnamesJson),
      locationPathname,
      relative === "path"
    ),
    [to, routePathnamesJson, locationPathname, relative]
  );`,
  ],
  [
    'getPartialManifest',
    `  paths.forEach((path) => {
    let matches = matchRoutesImpl(
      router.routes,
      path,
      router.basename || "/",
      false,
      router.branches
    );
    if (matches) {
      matches.forEach((m) => routeIds.add(m.route.id));
    }
  });`,
    `  paths.forEach((path) => {
    for (let id of __iePartialRouteIds(manifest.routes, router, path)) routeIds.add(id);
  });`,
  ],
];

/** The source with every memo applied, and the names of those whose source was not found. */
export function applyMemos(source) {
  if (!source.includes('function createServerRoutes(')) return { source, missing: [] };
  const missing = [];
  let patched = source;
  for (const [name, find, replace] of REACT_ROUTER_MEMOS) {
    if (patched.split(find).length !== 2) missing.push(name);
    else patched = patched.replace(find, () => replace);
  }
  return missing.length > 0 ? { source, missing } : { source: patched, missing };
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.includes(DEVELOPMENT)
    ? { ...resolved, url: resolved.url.replace(DEVELOPMENT, PRODUCTION) }
    : resolved;
}

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!url.includes(PRODUCTION) || !url.endsWith('.mjs')) return loaded;
  const { source, missing } = applyMemos(String(loaded.source));
  if (missing.length > 0)
    console.error(JSON.stringify({ level: 'warn', msg: 'React Router memos not applied (another version?)', missing }));
  return { ...loaded, source };
}
