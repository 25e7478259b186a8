#ifdef DOUBLE_PRECISION
typedef double real;
#else
typedef float real;
#else
#endif

__global__ void k(real *out)
{
    out[0] = 0;
}
