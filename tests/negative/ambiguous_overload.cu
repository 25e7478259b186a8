// A call whose argument converts to each overload's parameter alike is ambiguous: an
// `unsigned` converts to `int`, `long` and `double` with the same rank, and two arguments each
// better for a different overload make neither the better, however their conversions add up
// (`pick(1, s)`: an exact match and a conversion against a conversion and a promotion). An
// exact match and a promotion (`short` to `int`) each beat the conversions.
__device__ int conv(long x) { return 1; }
__device__ int conv(double x) { return 2; }
__device__ int conv(int x) { return 3; }
__device__ float mix(int a, float b) { return a + b; }
__device__ float mix(float a, int b) { return a - b; }
__device__ int pick(int a, long b) { return 1; }
__device__ int pick(long a, int b) { return 2; }
__global__ void k(int *out, short s)
{
    out[4] = pick(1, s);
    out[0] = conv(3);
    out[1] = conv(s);
    out[2] = mix(1, 2);
    out[3] = conv(3u);
}
