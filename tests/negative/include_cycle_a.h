#include "include_cycle_b.h"
