// kilnc's freestanding <time.h> (see kiln/freestanding/README.md); clock() is
// the prelude's device clock.
#ifndef KILN_FREESTANDING_TIME_H
#define KILN_FREESTANDING_TIME_H
#include <stddef.h>
typedef long clock_t;
typedef long time_t;
#define CLOCKS_PER_SEC ((clock_t)1000000)
#endif
