// Writes through pointers to const that an expression computes, and to a member array in a
// const method.
struct Pair {
    int v[2];
    int *out;
    __device__ void clear() const { v[0] = 0; }
    __device__ void store() const { out[0] = v[1]; }
};

__device__ const int *first(const int *p) { return p; }

__global__ void k(const int *p, int *q)
{
    *(p + 1) = 1;
    first(p)[0] = 2;
    *(p++) = 3;
    Pair s{{1, 2}, q};
    s.clear();
    s.store();
    *(q + 1) = 4;
}
