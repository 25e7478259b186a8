#ifndef __FERROCUDA_STDARG_H
#define __FERROCUDA_STDARG_H

/*
 * A device function's variadic arguments: its caller packs them into a buffer, each at an
 * offset aligned as its type is (up to 8), and va_start gives the buffer's start.
 */
typedef char *va_list;
/* The argument of `size` bytes aligned to `align` that `*ap` reaches next; `*ap` then points past it. */
__host__ __device__ inline char *__ferrocuda_va_next(char **ap, unsigned long size, unsigned long align)
{
    unsigned long a = align < 8 ? align : 8;
    char *at = (char *)(((unsigned long)*ap + a - 1) / a * a);
    *ap = at + size;
    return at;
}
/* __ferrocuda_va_start(), which the compiler knows: the buffer of the calling function's. */
#define va_start(ap, last) ((void)((ap) = __ferrocuda_va_start()))
#define va_arg(ap, type) (*(type *)__ferrocuda_va_next(&(ap), sizeof(type), alignof(type)))
#define va_end(ap) ((void)0)
#define va_copy(dst, src) ((void)((dst) = (src)))
#define __va_copy(dst, src) va_copy(dst, src)

#endif
