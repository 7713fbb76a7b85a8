// The server-rendered web app lives with its bridge in src/web/; this is its plugin's public face.
export { webAppPlugin, type WebAppOptions } from '../web/web-app.plugin.ts';
