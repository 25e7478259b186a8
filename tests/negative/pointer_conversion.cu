// Pointers convert implicitly only to the same type, to `void *` and to a base class; integers
// become pointers only as the literal 0, and pointers become integers only as `bool`.
__device__ float *as_floats(int *p) { return p; }

__global__ void k(int *out, void *raw)
{
    float *f = out;
    int n = "seven";
    float *g;
    g = out;
    long bits = out;
    int *w = raw;
    int *one = 1;
    out[0] = *as_floats(out);
    out[1] = n + bits + *w + *one + *f + *g;
}
