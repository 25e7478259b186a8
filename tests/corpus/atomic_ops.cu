// corpus: each integer atomic: Add, Sub, Min, Max, Inc, Dec, Exch, CAS, And, Or, Xor
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            fprintf(stderr, "CUDA error '%s' at %s:%d\n",                  \
                    cudaGetErrorString(err_), __FILE__, __LINE__);         \
            exit(1);                                                       \
        }                                                                  \
    } while (0)

struct Slots {
    int add, sub, mn, mx;
    unsigned int inc, dec;
    int exch;
    long long exchOldSum;
    int casCount;
    unsigned int andv, orv, xorv;
};

__global__ void allAtomics(Slots* s) {
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int v = (gid * 7919) % 10007 - 5000;
    atomicAdd(&s->add, v);
    atomicSub(&s->sub, 3);
    atomicMin(&s->mn, v);
    atomicMax(&s->mx, v);
    atomicInc(&s->inc, 99u);  // wraps to 0 after reaching 99
    atomicDec(&s->dec, 9u);   // wraps to 9 after reaching 0
    int old = atomicExch(&s->exch, gid);
    atomicAdd((unsigned long long*)&s->exchOldSum, (unsigned long long)(long long)old);
    int cur = s->casCount, seen;
    do {  // increment implemented with compare-and-swap
        seen = cur;
        cur = atomicCAS(&s->casCount, seen, seen + 2);
    } while (cur != seen);
    if (gid < 20) atomicAnd(&s->andv, ~(1u << gid));
    atomicOr(&s->orv, 1u << (gid % 29));
    atomicXor(&s->xorv, (unsigned int)gid * 2654435761u);
}

int main() {
    const int blocks = 4, threads = 256, total = blocks * threads;
    Slots init = {};
    init.add = 0; init.sub = 10000;
    init.mn = 1 << 30; init.mx = -(1 << 30);
    init.inc = 0; init.dec = 5;
    init.exch = -1; init.exchOldSum = 0;
    init.casCount = 0;
    init.andv = 0xffffffffu; init.orv = 0; init.xorv = 0x12345678u;

    Slots* d;
    CHECK(cudaMalloc(&d, sizeof(Slots)));
    CHECK(cudaMemcpy(d, &init, sizeof(Slots), cudaMemcpyHostToDevice));
    allAtomics<<<blocks, threads>>>(d);
    CHECK(cudaGetLastError());
    Slots r;
    CHECK(cudaMemcpy(&r, d, sizeof(Slots), cudaMemcpyDeviceToHost));

    long long gidSum = (long long)total * (total - 1) / 2;
    bool chainOk = r.exchOldSum + r.exch == -1 + gidSum && r.exch >= 0 && r.exch < total;
    printf("add=%d sub=%d\n", r.add, r.sub);
    printf("min=%d max=%d\n", r.mn, r.mx);
    printf("inc=%u dec=%u\n", r.inc, r.dec);
    printf("exch chain %s\n", chainOk ? "consistent" : "broken");
    printf("cas=%d\n", r.casCount);
    printf("and=0x%08x or=0x%08x xor=0x%08x\n", r.andv, r.orv, r.xorv);
    cudaFree(d);
    return 0;
}
