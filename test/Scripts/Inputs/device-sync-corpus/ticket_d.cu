// RACECHECK-HANGS: a ticket lock livelocks under racecheck
