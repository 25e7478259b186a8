// A memory space on a data member.
struct Counter {
    static __device__ int hits;
    int x;
};
__global__ void k(Counter* c) { c->x = 1; }
