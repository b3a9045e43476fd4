"""Play with friends on their own devices: a room by link, peer to peer.

The host's browser holds the game and decides (:mod:`web.online.hosting`); each friend's
browser holds only the view of its seat (:mod:`web.online.guesting`); what travels between
them is :mod:`web.online.protocol`. Nothing here is imported for a game played on one
device.
"""
