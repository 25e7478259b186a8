// Shifts by a constant count that is negative or not less than the promoted left operand's
// width are warned about where the count is written (nvcc's #62-D and #63-D); a `char` is
// promoted to `int` first, and a 64-bit operand takes counts up to 63.
template <int N> __device__ int shifted(int x) { return x << N; }

__global__ void k(int* out, int x, long long y, unsigned u, char c) {
    constexpr int s = 33;
    out[0] = x << 40;
    out[1] = x >> -1;
    out[2] = u >> s;
    out[3] = (int)(y << 64);
    out[4] = (int)(y << 63);
    out[5] = c << 20;
    out[6] = shifted<35>(1);
    u <<= 32;
    out[7] = u;
    int none[1LL << 70];
    out[8] = sizeof(none);
}
