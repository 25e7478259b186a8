# 1 "scopes.cu"
# 1 "include/helper.h" 1
namespace helper {
__device__ int inHeader(int x) { return x + 1; }
__host__ __device__ int both(int x) { return x - 1; }
}
# 3 "scopes.cu" 2

namespace outer {
namespace {
__device__ int hidden;
__global__ void anon(int* p) { *p = hidden; }
}
inline namespace v1 {
__constant__ int versioned[2] = {1, 2};
}
namespace inner::deeper {
__global__ void deep(int* p) { *p = 0; }
__global__ void deep(float* p) { *p = 0; }
}
}

extern "C" {
__global__ void cKernel(int* p) { *p = 1; }
__device__ int cDevice(int x) { return x; }
}

extern "C" __global__ void cKernel2(int* p) { *p = 2; }

struct Complex {
    float re, im;
    __host__ __device__ Complex(float r, float i) : re(r), im{i} {}
    __device__ Complex operator*(const Complex& o) const {
        return Complex(re * o.re - im * o.im, re * o.im + im * o.re);
    }
    __host__ __device__ float norm2() const { return re * re + im * im; }
    template <class T> __device__ T as() const { return T(re); }
    struct Nested {
        __device__ void only() {}
        int keep;
    } nested;
private:
    __device__ static int counter();
};

struct Plain { int a; } plainVar = {1};

__attribute__((device)) int viaAttribute(int x) { return x; }
__attribute__((host, device)) int viaAttributeBoth(int x) { return x; }

static int useLambda() {
    auto f = [](int x) __host__ __device__ { return x * 2; };
    return f(3);
}

int main() {
    int* p = nullptr;
    outer::anon<<<1, 1>>>(p);
    outer::inner::deeper::deep<<<1, 1>>>(p);
    ::cKernel<<<1, 1>>>(p);
    Complex c(1, 2);
    return (int)c.norm2() + useLambda() + plainVar.a + helper::both(1);
}
