// LAUNCH: grid=1 block=32
