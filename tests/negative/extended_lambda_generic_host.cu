// flags: --extended-lambda
// A __host__ __device__ extended lambda with auto parameters (nvcc's wording).
template <typename F> __global__ void k(F f) { f(1); }
int main() {
    int x = 1;
    k<<<1, 1>>>([=] __device__ (auto v) { return v + x; });
    k<<<1, 1>>>([=] __host__ __device__ (auto v) { return v + x; });
    return 0;
}
