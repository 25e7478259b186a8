// A host constexpr function called at run time from device code, without
// --expt-relaxed-constexpr (nvcc's wording).
constexpr int twice(int x) { return 2 * x; }
__global__ void k(int *out)
{
    out[0] = twice(out[1]);
}
