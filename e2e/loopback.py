"""Browsers whose WebRTC stays on loopback, for online play's tests.

Chromium would name its host candidates with mDNS and resolve the other side's names by
multicast on the network interface (measured here: packets to 224.0.0.251), so the browser
these tests launch turns WebRTC's mDNS names off (``WebRtcHideLocalIpsWithMdns``), resolves no
host name (``--host-resolver-rules``, in every e2e browser), and each page offers the other
side its host candidates as 127.0.0.1 only (:data:`LOOPBACK_ONLY`, an init script).
"""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Playwright

from chromium import CHROMIUM_ARGS

# Each page offers the remote side its IPv4 host candidates as 127.0.0.1, and nothing else.
LOOPBACK_ONLY = r"""
(() => {
  const Connection = window.RTCPeerConnection;
  if (!Connection) return;
  const loopback = (line) => {
    const m = /^(?:a=)?candidate:\S+ \d+ udp \d+ (\S+) \d+ typ host\b/i.exec(line);
    if (!m || !/^\d+\.\d+\.\d+\.\d+$/.test(m[1])) return null;
    return line.replace(` ${m[1]} `, " 127.0.0.1 ");
  };
  const setRemote = Connection.prototype.setRemoteDescription;
  Connection.prototype.setRemoteDescription = function (description, ...rest) {
    if (description && description.sdp) {
      const sdp = description.sdp.split("\r\n").flatMap((line) =>
        line.startsWith("a=candidate:") ? [loopback(line)].filter(Boolean) : [line]).join("\r\n");
      description = { type: description.type, sdp };
    }
    return setRemote.call(this, description, ...rest);
  };
  const addCandidate = Connection.prototype.addIceCandidate;
  Connection.prototype.addIceCandidate = function (candidate, ...rest) {
    if (candidate && candidate.candidate) {
      const line = loopback(candidate.candidate);
      if (!line) return Promise.resolve();
      candidate = { candidate: line, sdpMid: candidate.sdpMid,
        sdpMLineIndex: candidate.sdpMLineIndex, usernameFragment: candidate.usernameFragment };
    }
    return addCandidate.call(this, candidate, ...rest);
  };
})();
"""


def launch_loopback(browser: Browser, playwright: Playwright) -> Browser:
    """Debian's Chromium as for every e2e test, plus no mDNS names for WebRTC candidates.
    Chromium keeps only the last --disable-features, so Playwright's own list (read from
    ``browser``, launched as the session's) goes in it too."""
    page = browser.new_page()
    page.goto("chrome://version")
    line = page.inner_text("#command_line")
    page.close()
    disabled = [f for m in re.findall(r"--disable-features=(\S+)", line) for f in m.split(",")]
    features = ",".join(dict.fromkeys([*disabled, "WebRtcHideLocalIpsWithMdns"]))
    return playwright.chromium.launch(
        executable_path="/usr/bin/chromium",
        args=[*CHROMIUM_ARGS, f"--disable-features={features}"],
    )
