// Device intrinsics found missing or wrong by a probe of low-level code: loads and stores with
// cache hints, __uni_sync, the vector forms of __dp4a/__dp2a, __fmaf_rz past the float range,
// __saturatef of -0, and M_PI and std::numeric_limits without their own headers (CUDA's
// headers and <algorithm> bring them in).
#include <cstdio>
#include <algorithm>

__global__ void hints(const unsigned *in, unsigned *o) {
    unsigned t = threadIdx.x;
    unsigned v = __ldcg(in + t) + __ldca(in + t) + __ldcs(in + t) + __ldlu(in + t) + __ldcv(in + t);
    __stcg(o + t, v);
    if (t == 0) { __stwb(o + 2, 5u); __stcs(o + 3, 6u); __stwt(o + 4, 7u); o[5] = 8u; }
}

__global__ void votes(int *o) {
    int lane = threadIdx.x & 31;
    int u1 = __uni_sync(0xffffffffu, 5);
    int u2 = __uni_sync(0xffffffffu, lane & 1);
    int u3 = __uni_sync(0xffffffffu, lane >= 0);
    if (lane == 0) { o[0] = u1 != 0; o[1] = u2 != 0; o[2] = u3 != 0; }
}

__global__ void dots(int *o) {
    short2 a = make_short2(-3, 100);   char4 b = make_char4(2, -5, 7, 9);
    ushort2 ua = make_ushort2(3, 100); uchar4 ub = make_uchar4(2, 5, 7, 9);
    o[0] = __dp2a_lo(a, b, 1);
    o[1] = __dp2a_hi(a, b, 1);
    o[2] = (int)__dp2a_lo(ua, ub, 1u);
    o[3] = (int)__dp4a(ub, ub, 0u);
    o[4] = __dp4a(b, make_char4(1, 1, -1, -1), 0);
}

__global__ void rounding(float big, float nz, unsigned *o) {
    o[0] = __float_as_uint(__fmaf_rz(big, big, 1.0f));
    o[1] = __float_as_uint(__fmaf_rz(-big, big, 1.0f));
    o[2] = __float_as_uint(__saturatef(nz));
    o[3] = __float_as_uint(__saturatef(2.0f * -nz + 1.0f));
    o[4] = __float_as_uint((float)M_PI);
    o[5] = (unsigned)std::numeric_limits<int>::max();
}

int main() {
    unsigned in[2] = {5, 7}, h[6] = {0}, *di, *d;
    cudaMalloc(&di, 8); cudaMalloc(&d, 24);
    cudaMemcpy(di, in, 8, cudaMemcpyHostToDevice);
    cudaMemcpy(d, h, 24, cudaMemcpyHostToDevice);
    hints<<<1, 2>>>(di, d);
    cudaError_t e = cudaGetLastError();
    cudaMemcpy(h, d, 24, cudaMemcpyDeviceToHost);
    printf("%u %u %u %u %u %u err=%s\n", h[0], h[1], h[2], h[3], h[4], h[5], cudaGetErrorString(e));
    int *dv, hv[5];
    cudaMalloc(&dv, sizeof(hv));
    votes<<<1, 32>>>(dv);
    cudaMemcpy(hv, dv, 3 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("%d %d %d\n", hv[0], hv[1], hv[2]);
    dots<<<1, 1>>>(dv);
    cudaMemcpy(hv, dv, sizeof(hv), cudaMemcpyDeviceToHost);
    printf("%d %d %d %d %d\n", hv[0], hv[1], hv[2], hv[3], hv[4]);
    rounding<<<1, 1>>>(1e30f, -0.0f, d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%08x %08x %08x %08x %08x %u\n", h[0], h[1], h[2], h[3], h[4], h[5]);
}
