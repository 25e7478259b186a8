#ifndef __FERROCUDA_STDARG_H
#define __FERROCUDA_STDARG_H

/*
 * Device code cannot walk variadic arguments; these exist so that host functions using them
 * can be skimmed by the device pass. They are never code-generated.
 */
typedef char *va_list;
#define va_start(ap, last) ((void)((ap) = (va_list)0))
#define va_arg(ap, type) (*(type *)(ap))
#define va_end(ap) ((void)0)
#define va_copy(dst, src) ((void)((dst) = (src)))

#endif
