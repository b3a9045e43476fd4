// The entry of the online play bundle: `make build` has esbuild bundle it, and what it imports,
// into one minified file, dist/vendor/online/online.mjs (node_modules is never served, and
// nothing comes from a CDN). Only web/online/room.mjs imports that file.
export {
  getRelaySockets,
  joinRoom,
  pauseRelayReconnection,
  resumeRelayReconnection,
  selfId,
} from "@trystero-p2p/nostr";
export { default as qrcode } from "qrcode-generator";
