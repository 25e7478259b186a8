// A class object with no conversion function does not become a scalar.
struct P { int x; };
__device__ int get(P p) { return p; }
__global__ void k(int *out)
{
    P p = {1};
    int v = p;
    out[0] = get(p);
    out[1] = p;
}
