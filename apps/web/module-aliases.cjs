// The `~/` alias of apps/web/tsconfig.json in webpack's resolve form, for dependency-cruiser
// (.dependency-cruiser.cjs): its tsconfig reader would resolve the paths from the repository root.
module.exports = { resolve: { alias: { '~': `${__dirname}/app` } } };
