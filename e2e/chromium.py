"""How the tests and benchmarks start Debian's Chromium."""

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    # No host name is resolved: every test address is 127.0.0.1, and Chromium's own background
    # requests (update.googleapis.com, accounts.google.com) would otherwise ask the DNS server.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]
