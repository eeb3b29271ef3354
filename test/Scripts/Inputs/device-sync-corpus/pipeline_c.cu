// SYNCCHECK-FALSE-ALARM: libcu++ pipeline arrivals nobody waits for
