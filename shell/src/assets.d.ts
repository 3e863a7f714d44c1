// A web font imported by the build (shared/build/webpack.mjs: an asset file of its own): its address.
declare module '*.woff2' {
  const url: string;
  export default url;
}
