// The whole of <mma.h> for kiln-header-api.
#include <mma.h>
