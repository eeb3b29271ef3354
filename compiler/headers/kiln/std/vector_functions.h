// kilnc: the CUDA prelude (force-included) already declares what this header gives device code.
#pragma once
