// kilnc: the CUDA prelude (force-included) already declares what the toolkit's internal
// <crt/sm_80_rt.hpp> gives device code.
#pragma once
