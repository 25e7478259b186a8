#ifndef __FERROCUDA_FENV_H
#define __FERROCUDA_FENV_H

/* The host's floating-point environment. Device code has none to change: a kernel rounds as
   its instructions say (the __fadd_rd family), so these are host-only. */
#define FE_TONEAREST 0
#define FE_DOWNWARD 0x400
#define FE_UPWARD 0x800
#define FE_TOWARDZERO 0xc00

#ifdef __cplusplus
extern "C" {
#endif
int fegetround(void);
int fesetround(int round);
#ifdef __cplusplus
}
#endif

#endif
