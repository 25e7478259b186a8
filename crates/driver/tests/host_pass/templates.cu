# 1 "templates.cu"
enum class Op : int { Add, Mul };

template <typename T>
__device__ T square(T v) { return v * v; }

template <typename T, int N>
__global__ void scale(T* data, T factor) {
    data[threadIdx.x] *= factor * N;
}

template <unsigned blockSize>
__global__ void reduce(const int* in, int* out, unsigned n) {
    extern __shared__ int sdata[];
    sdata[0] = in[0];
}

template <Op op, class>
__global__ void combine(int* out) { out[0] = (int)op; }

template <typename... Ts>
__global__ void variadic(Ts... xs) {}

template <>
__global__ void scale<float, 2>(float* data, float factor) {
    data[0] = factor;
}

namespace lib {
template <class T>
__global__ void fill(T* p, T v) { p[0] = v; }

template <>
__global__ void fill(char* p, char v) { p[0] = v + 1; }
}

template <typename T>
__device__ T bias = T(1);
template <typename T>
__device__ T* bias<T*> = nullptr;
template <>
__device__ double bias<double> = 2.5;

template <typename T>
void run(T* d) {
    scale<T, 4><<<1, 32>>>(d, T(2));
    lib::fill<T><<<1, 1>>>(d, T());
    reduce<256><<<8, 256, 256 * sizeof(int)>>>(nullptr, nullptr, 0u);
    combine<Op::Mul, int><<<1, 1>>>(nullptr);
    variadic<int, float><<<1, 1>>>(1, 2.0f);
}

int main() {
    run<float>(nullptr);
    run<double>(nullptr);
}
