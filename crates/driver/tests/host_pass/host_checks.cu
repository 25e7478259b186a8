# 1 "host_checks.cu"
// Valid code that the checks for device calls and launch arguments must leave alone.
__device__ int sq(int x) { return x * x; }
__device__ int twice(int x) { return 2 * x; }
__device__ int halve(int x) { return x / 2; }
__device__ int offset(int x) { return x + 1; }
int halve(float x) { return (int)(x / 2); }
__host__ __device__ int both(int x) { return x + 1; }
struct Obj { int twice(int x) const { return x + x; } };
namespace host { int offset(int x) { return x - 1; } }

template <typename T> __host__ __device__ T apply(T x) { return sq(x); }

__global__ void two(int a, int b) {}
__global__ void defaults(int a, int b = 2);
__global__ void defaults(int a, int b) {}
__global__ void over(int a) {}
__global__ void over(int a, int b) {}
template <typename... Ts> __global__ void pack(Ts... xs) {}
template <int N> struct Size { static const int value = N; };

int host_code(const Obj& o) {
    int r = o.twice(1) + halve(2.0f) + both(3) + host::offset(4);
    two<<<1, 1>>>(1, 2);
    defaults<<<1, 1>>>(1);
    defaults<<<1, 1>>>(1, 2);
    over<<<1, 1>>>(1);
    over<<<1, 1>>>(1, 2);
    pack<<<1, 1>>>(1, 2, 3);
    two<<<1, 1>>>(Size<1>::value, Size<2>::value);
    return r;
}

int main() { return host_code(Obj()); }
