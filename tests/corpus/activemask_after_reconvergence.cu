// corpus: `__activemask()` after divergent code has reconverged: lanes that took a branch (and
// asked for the mask inside it), or ran a loop a different number of times, are active again
// with the others at the next `__activemask()`, as a GPU's warp reconverges after the branch.
#include <cstdio>

__global__ void masks(unsigned* out) {
    int lane = threadIdx.x % 32;
    unsigned inner = 0;
    if (lane % 3 == 0) inner = __activemask();
    unsigned after_branch = 0;
    if (lane < 10) after_branch = __activemask();
    int sum = 0;
    for (int i = 0; i < lane % 4; ++i) sum += __popc(__activemask());
    unsigned after_loop = __activemask();
    unsigned vote = __ballot_sync(after_loop, lane % 2);
    unsigned after_vote = 0;
    if (lane >= 16) after_vote = __activemask();
    int w = threadIdx.x / 32;
    out[(w * 32 + lane) * 6 + 0] = inner;
    out[(w * 32 + lane) * 6 + 1] = after_branch;
    out[(w * 32 + lane) * 6 + 2] = sum;
    out[(w * 32 + lane) * 6 + 3] = after_loop;
    out[(w * 32 + lane) * 6 + 4] = vote;
    out[(w * 32 + lane) * 6 + 5] = after_vote;
}

int main() {
    unsigned* d;
    const int threads = 48;
    cudaMalloc(&d, threads * 6 * sizeof(unsigned));
    masks<<<1, threads>>>(d);
    unsigned h[threads * 6];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int t : {0, 1, 3, 9, 17, 31, 32, 35, 47}) {
        const unsigned* r = &h[t * 6];
        printf("thread %2d: inner %08x, after branch %08x, loop %u, after loop %08x, vote %08x, after vote %08x\n",
               t, r[0], r[1], r[2], r[3], r[4], r[5]);
    }
    cudaFree(d);
    return 0;
}
