// A pointer to `const` (a parameter, the address of a `const` local, an array of `const`, a
// cast's result) initializing a pointer to non-`const`: C++ drops no qualifier implicitly.
__global__ void kernel(const int* in, int* out)
{
    const int limit = 4;
    const int table[3] = {1, 2, 3};
    int* p = in;
    int* q = &limit;
    int* r = table;
    int* s{(const int*)out};
    const int* fine = in;
    out[0] = p[0] + q[0] + r[0] + s[0] + fine[0];
}
