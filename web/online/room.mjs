// Online play's transport: a room of peers on their own devices, WebRTC data channels between
// them, signalling through public Nostr relays (trystero's Nostr strategy). No server of ours.
//
// The page loads this module with a dynamic import() only when a room is used: a local game
// never fetches it, nor the bundle it imports (dist/vendor/online/online.mjs, made by the
// build from web/online/vendor.mjs).
//
//   const online = await import("./web/online/room.mjs");
//   const {private: hostKey, public: hostPublic} = await online.keypair();   // the host, once
//   const room = await online.open({room, key, relays, ice, hostKey, hostPublic}, {
//     message(peerId, text, fromHost) {}, join(peerId, isHost) {}, leave(peerId) {},
//     error(text, peerId) {},
//   });
//   await room.send(null, text);   // everyone; or a peer id
//   await room.leave();
//
// Messages are strings (the caller's JSON text) of at most MAX_MESSAGE_BYTES (UTF-8) each.
// options and handlers are plain JS objects (from Python: to_js(..., dict_converter=
// Object.fromEntries)). The page must be a secure context (https, or localhost): WebCrypto.
//
// Who is the host: every peer knows the room secret (it encrypts the signalling end to end), so
// the secret alone cannot tell the host from a guest. The host holds an ECDSA P-256 key pair; the
// invitation carries its public key (hostPublic). When two peers connect, before either is told
// of the other, each sends a hello (whether it claims to be the host, and a fresh random nonce);
// a peer that claims to be the host signs "PROOF, app, room, its peer id, the other's peer id,
// the other's nonce", and the other checks that signature with hostPublic. A claim that fails is
// refused (the peer never joins); guests meet guests as guests (isHost false).
import {
  getRelaySockets,
  joinRoom,
  pauseRelayReconnection,
  qrcode,
  resumeRelayReconnection,
  selfId,
} from "../../vendor/online/online.mjs";

export const MAX_MESSAGE_BYTES = 1024 * 1024;
export const self = selfId;

const PROOF = "potion-games host proof v1";
const ROOM_ID = /^[A-Za-z0-9_-]{22}$/; // 128 random bits, base64url
const NONCE = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/; // 64 bytes: r || s
const PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/; // 65 bytes: 0x04 || x || y
const RELAY = /^wss?:\/\/[^\s,;'"]+$/;
const ECDSA = { name: "ECDSA", namedCurve: "P-256" };
const SIGNING = { name: "ECDSA", hash: "SHA-256" };
const HANDSHAKE_MS = 20000;
const RETRY_FIRST_MS = 2000;
const RETRY_LONGEST_MS = 30000;
const CONNECTION_FAILED = /could not connect to peer|handshake timed out/;
const SOCKET_STATES = ["connecting", "open", "closing", "closed"];
const encoder = new TextEncoder();

// qrcode-generator turns text into bytes one UTF-16 unit at a time; a link may hold any letter.
qrcode.stringToBytes = (text) => Array.from(encoder.encode(text));

const base64url = (bytes) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function unbase64url(text) {
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

/** Whether `text` takes more than `limit` bytes in UTF-8. */
function tooLong(text, limit) {
  if (text.length > limit) return true; // every UTF-16 unit is at least one byte
  if (text.length * 3 <= limit) return false; // and at most three
  return encoder.encode(text).length > limit;
}

let configPromise = null;

/** The build's online configuration (web/online/config.json in dist): {appId, relays, ice}. */
export function config() {
  configPromise ??= fetch(new URL("./config.json", import.meta.url))
    .then((response) => {
      if (!response.ok) throw new Error(`online config: HTTP ${response.status}`);
      return response.json();
    })
    .catch((error) => {
      configPromise = null; // a later call tries again
      throw error;
    });
  return configPromise;
}

/** A new host key pair: the private key as JWK JSON text (for the save), the public key as
 * base64url of its raw form (65 bytes, for the invitation). */
export async function keypair() {
  const pair = await crypto.subtle.generateKey(ECDSA, true, ["sign", "verify"]);
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  return { private: JSON.stringify(jwk), public: base64url(raw) };
}

async function signingKey(hostKey, hostPublic) {
  let jwk;
  try {
    jwk = JSON.parse(hostKey);
  } catch {
    throw new Error("hostKey is not JWK JSON text");
  }
  if (!jwk || jwk.kty !== "EC" || jwk.crv !== "P-256" || !jwk.d || !jwk.x || !jwk.y) {
    throw new Error("hostKey is not a P-256 private key");
  }
  const raw = new Uint8Array([4, ...unbase64url(jwk.x), ...unbase64url(jwk.y)]);
  if (base64url(raw) !== hostPublic) throw new Error("hostKey does not match hostPublic");
  const { kty, crv, x, y, d } = jwk;
  return crypto.subtle.importKey("jwk", { kty, crv, x, y, d }, ECDSA, false, ["sign"]);
}

async function verifyingKey(hostPublic) {
  if (typeof hostPublic !== "string" || !PUBLIC_KEY.test(hostPublic)) {
    throw new Error("hostPublic is not a base64url P-256 public key");
  }
  return crypto.subtle.importKey("raw", unbase64url(hostPublic), ECDSA, false, ["verify"]);
}

// Relay connections. Trystero retries a dropped relay socket after a random delay that doubles
// each time, and gives the relay up for good once that delay would reach a minute (about five
// failures in a row), unless reconnection is paused when the socket closes: then the socket
// waits for resumeRelayReconnection(). While a room is open this module keeps reconnection
// paused and resumes it itself when a relay socket is closed: one second after, then twice as
// long each time up to 30 s, never giving up; at once when the browser comes back online or
// the page becomes visible again. A socket that reopens gets its subscriptions back (trystero).
const relayWatch = (() => {
  const FIRST = 1000;
  const LONGEST = 30000;
  let holders = 0;
  let timer = null;
  let wait = FIRST;
  let due = 0;

  const anyClosed = () =>
    Object.values(getRelaySockets()).some((socket) => socket.readyState === WebSocket.CLOSED);

  async function retry() {
    resumeRelayReconnection();
    // The sockets waiting on the pause reopen a few microtasks after it is lifted: pause again
    // after them, and before any of them can fail, so that their failures wait for us again.
    for (let i = 0; i < 16; i += 1) await null;
    if (holders) pauseRelayReconnection();
  }

  function tick() {
    if (!anyClosed()) {
      wait = FIRST;
      due = 0;
      return;
    }
    if (navigator.onLine === false) return;
    const now = Date.now();
    if (!due) due = now + wait;
    if (now < due) return;
    wait = Math.min(wait * 2, LONGEST);
    due = now + wait;
    retry();
  }

  function soon() {
    if (document.visibilityState === "hidden") return;
    wait = FIRST;
    due = 1;
    tick();
  }

  return {
    hold() {
      holders += 1;
      if (holders > 1) return;
      pauseRelayReconnection();
      timer = setInterval(tick, 1000);
      addEventListener("online", soon);
      document.addEventListener("visibilitychange", soon);
    },
    release() {
      holders -= 1;
      if (holders > 0) return;
      clearInterval(timer);
      removeEventListener("online", soon);
      document.removeEventListener("visibilitychange", soon);
      wait = FIRST;
      due = 0;
      resumeRelayReconnection();
    },
  };
})();

/** Whether the browser's WebSocket takes `url` as a relay's address (WHATWG URL parsing: a
 * ws:// or wss:// URL, a valid host and port, no fragment). */
export function usableRelay(url) {
  if (typeof url !== "string" || !RELAY.test(url) || url.includes("#")) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "ws:" || parsed.protocol === "wss:") && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

/** Waits that double from `first` to `longest`: next() gives the next, reset() starts over. */
export function backoff(first, longest) {
  let wait = first;
  return {
    next() {
      const now = wait;
      wait = Math.min(wait * 2, longest);
      return now;
    },
    reset() {
      wait = first;
    },
  };
}

let current = null; // the open room: one at a time (trystero shares its relays between rooms)

/** Hold this browser's lock on hosting `room` (Web Locks: shared by its tabs), waiting for it
 * while another tab hosts the room (`handlers.elsewhere()` says so); resolves to the function
 * that lets it go (null where the browser has no locks). */
async function hostLock(room, handlers) {
  if (!globalThis.navigator?.locks) return null;
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  const name = `potions-host-${room}`;
  await new Promise((granted) => {
    navigator.locks.request(name, { ifAvailable: true }, (lock) => {
      if (lock) {
        granted();
        return held;
      }
      if (typeof handlers.elsewhere === "function") handlers.elsewhere();
      navigator.locks.request(name, () => {
        granted();
        return held;
      });
      return null;
    });
  });
  return release;
}

/**
 * Join a room. options: {room, key, relays, ice, hostKey, hostPublic}
 * - room: the room id, 22 base64url characters (128 random bits)
 * - key: the room secret (trystero's password: it encrypts the signalling end to end)
 * - relays: Nostr relay URLs (ws:// or wss://); missing: the configured ones. One the browser
 *   cannot open is dropped (the console says so), the others are used
 * - ice: ICE servers, RTCIceServer objects or URL strings; [] for host candidates only;
 *   missing: the configured ones
 * - hostKey: the host's private key (JWK JSON text from keypair()), on the host only
 * - hostPublic: the host's public key (base64url, from the invitation), on everyone
 * handlers: {message(peerId, text, fromHost), join(peerId, isHost), leave(peerId),
 *   error(text, peerId), elsewhere() (the host's room is hosted in another tab of this
 *   browser: it opens here once that tab has left it)}, each optional. Returns {self, send(peerId | null, text), leave(),
 *   status()}.
 */
export async function open(options, handlers = {}) {
  const { room, key, hostKey = null, hostPublic = null } = options ?? {};
  if (typeof room !== "string" || !ROOM_ID.test(room)) {
    throw new Error("room must be 22 base64url characters");
  }
  if (typeof key !== "string" || !key) throw new Error("key must be a non-empty string");
  if (current) throw new Error("a room is already open: leave it first");
  if (!globalThis.crypto?.subtle) {
    throw new Error("online play needs a secure context (https, or localhost): WebCrypto");
  }
  const defaults = await config();
  const asked = options.relays ?? defaults.relays;
  if (!Array.isArray(asked)) throw new Error("relays must be a list of ws:// or wss:// URLs");
  // one relay the browser refuses would stop them all (joinRoom throws): it is dropped alone
  const relays = [...new Set(asked.filter(usableRelay))];
  const dropped = asked.filter((url) => !usableRelay(url));
  if (!relays.length) throw new Error("relays must be a non-empty list of ws:// or wss:// URLs");
  const ice = options.ice ?? defaults.ice;
  if (!Array.isArray(ice)) throw new Error("ice must be a list of ICE servers");
  const iceServers = ice.map((server) => (typeof server === "string" ? { urls: server } : server));
  const verifier = hostPublic === null ? null : await verifyingKey(hostPublic);
  const signer = hostKey === null ? null : await signingKey(hostKey, hostPublic);
  // the host of a room: in one tab of this browser at a time (two would both answer)
  const release = signer === null ? null : await hostLock(room, handlers);
  if (current) {
    release?.();
    throw new Error("a room is already open: leave it first");
  }

  const statement = (hostId, otherId, nonce) =>
    encoder.encode([PROOF, defaults.appId, room, hostId, otherId, nonce].join("\n"));
  const hosts = new Map(); // peer id -> proved to be the host, set by the handshake
  const peers = new Set(); // peers that joined and have not left
  let closed = false;

  const call = (name, ...args) => {
    const handler = handlers[name];
    if (closed || typeof handler !== "function") return;
    try {
      handler(...args);
    } catch (error) {
      console.error(`online: the ${name} handler failed`, error);
    }
  };

  async function handshake(peerId, send, receive) {
    const nonce = base64url(crypto.getRandomValues(new Uint8Array(16)));
    await send({ t: "hello", host: signer !== null, nonce });
    const { data: hello } = await receive();
    if (
      !hello ||
      hello.t !== "hello" ||
      typeof hello.host !== "boolean" ||
      typeof hello.nonce !== "string" ||
      !NONCE.test(hello.nonce)
    ) {
      throw new Error("malformed hello");
    }
    if (signer) {
      const signature = await crypto.subtle.sign(SIGNING, signer, statement(selfId, peerId, hello.nonce));
      await send({ t: "proof", sig: base64url(new Uint8Array(signature)) });
    }
    if (hello.host) {
      const { data: proof } = await receive();
      if (!verifier) throw new Error("claims to be the host: no host key to check it with");
      const valid =
        proof &&
        proof.t === "proof" &&
        typeof proof.sig === "string" &&
        SIGNATURE.test(proof.sig) &&
        (await crypto.subtle.verify(SIGNING, verifier, unbase64url(proof.sig), statement(peerId, selfId, nonce)));
      if (!valid) throw new Error("claims to be the host and failed to prove it");
    }
    hosts.set(peerId, hello.host);
  }

  for (const url of dropped) console.warn(`online: dropped a relay the browser cannot open: ${String(url)}`);
  // The room in trystero, joined again when a friend's connection to the host fails (below):
  // what a room joined before says once it is left is not heard.
  let generation = 0;
  function join() {
    const mine = (generation += 1);
    const live = () => mine === generation;
    const joined = joinRoom(
      {
        appId: defaults.appId,
        password: key,
        relayConfig: { urls: relays, manualReconnection: true },
        rtcConfig: { iceServers },
      },
      room,
      {
        onPeerHandshake: handshake,
        handshakeTimeoutMs: HANDSHAKE_MS,
        onJoinError: (details) => {
          if (!live()) return;
          if (details.peerId && !peers.has(details.peerId)) hosts.delete(details.peerId);
          call("error", String(details.error), details.peerId ?? null);
          if (CONNECTION_FAILED.test(String(details.error))) retryLater();
        },
      },
    );
    const made = joined.makeAction("msg");
    made.onMessage = (data, { peerId }) => {
      if (!live() || !peers.has(peerId)) return;
      if (typeof data !== "string") {
        call("error", "dropped a message that is not text", peerId);
        return;
      }
      if (tooLong(data, MAX_MESSAGE_BYTES)) {
        call("error", `dropped a message over ${MAX_MESSAGE_BYTES} bytes`, peerId);
        return;
      }
      call("message", peerId, data, hosts.get(peerId) === true);
    };
    joined.onPeerJoin = (peerId) => {
      if (!live()) return;
      peers.add(peerId);
      if (hosts.get(peerId) === true) held();
      call("join", peerId, hosts.get(peerId) === true);
    };
    joined.onPeerLeave = (peerId) => {
      if (!live()) return;
      const known = peers.delete(peerId);
      hosts.delete(peerId);
      if (known) call("leave", peerId);
    };
    return { joined, made };
  }

  // A friend's device whose connection to the host failed ("could not connect to peer ...
  // after exchanging SDP", or a handshake that timed out) was seen to stay apart until its
  // page was reloaded (issue 35). On a friend's device (not the host's: its friends would all
  // be cut off), while no host is here, such a failure has the room joined again, anew, after
  // a wait that doubles from RETRY_FIRST_MS up to RETRY_LONGEST_MS, until the host is here.
  const retry = backoff(RETRY_FIRST_MS, RETRY_LONGEST_MS);
  let retryTimer = null;
  let rejoining = null;
  const hostHere = () => [...peers].some((peerId) => hosts.get(peerId) === true);

  function retryLater() {
    if (signer !== null || closed || retryTimer !== null || rejoining || hostHere()) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      rejoining = rejoin().finally(() => {
        rejoining = null;
      });
    }, retry.next());
  }

  function held() {
    retry.reset();
    clearTimeout(retryTimer);
    retryTimer = null;
  }

  async function rejoin() {
    if (closed || hostHere()) return;
    const left = trystero;
    generation += 1; // (nothing more is heard from it)
    for (const peerId of [...peers]) {
      peers.delete(peerId);
      hosts.delete(peerId);
      call("leave", peerId);
    }
    try {
      await left.leave();
    } catch (error) {
      console.warn("online: leaving the room to join it again failed", error);
    }
    if (closed) return;
    ({ joined: trystero, made: action } = join());
  }

  relayWatch.hold();
  let trystero;
  let action;
  try {
    ({ joined: trystero, made: action } = join());
  } catch (error) {
    relayWatch.release();
    release?.();
    throw error;
  }

  let leaving = null;
  const handle = {
    self: selfId,
    /** Send `text` to one peer, or to every peer with null; false if nobody was there. */
    async send(peerId, text) {
      if (typeof text !== "string") throw new TypeError("a message is text");
      if (tooLong(text, MAX_MESSAGE_BYTES)) {
        throw new RangeError(`a message is at most ${MAX_MESSAGE_BYTES} bytes`);
      }
      if (closed) return false;
      if (peerId === null || peerId === undefined) {
        if (!peers.size) return false;
        await action.send(text);
        return true;
      }
      if (!peers.has(peerId)) return false;
      await action.send(text, { target: peerId });
      return true;
    },
    /** Leave the room (the others see leave(self)); no handler is called after. */
    leave() {
      leaving ??= (async () => {
        closed = true;
        held();
        await rejoining;
        try {
          await trystero.leave();
        } finally {
          relayWatch.release();
          release?.();
          if (current === handle) current = null;
        }
      })();
      return leaving;
    },
    /** {relays: {url: "connecting" | "open" | "closing" | "closed"}, peers: {peerId: isHost}} */
    status() {
      const sockets = getRelaySockets();
      return {
        relays: Object.fromEntries(
          relays.map((url) => [url, SOCKET_STATES[sockets[url]?.readyState] ?? "closed"]),
        ),
        peers: Object.fromEntries([...peers].map((peerId) => [peerId, hosts.get(peerId) === true])),
      };
    },
  };
  current = handle;
  return handle;
}

/** The QR code of `text` (UTF-8, error correction M) as SVG markup: scalable (a viewBox, no
 * size), black modules on white with a four-module quiet zone, nothing but a rect and a path. */
export function qr(text) {
  const code = qrcode(0, "M");
  code.addData(String(text), "Byte");
  code.make();
  const count = code.getModuleCount();
  const quiet = 4;
  const size = count + 2 * quiet;
  let path = "";
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!code.isDark(row, col)) {
        col += 1;
        continue;
      }
      let end = col;
      while (end < count && code.isDark(row, end)) end += 1;
      path += `M${col + quiet} ${row + quiet}h${end - col}v1h-${end - col}z`;
      col = end;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
