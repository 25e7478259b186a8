/* Pre-included into every file of libscale.a, device code too. */
#define PRELUDE_ROUNDS 2
