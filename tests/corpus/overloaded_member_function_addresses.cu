// corpus: the address of an overloaded member function is the overload of the type a cast
// or a variable asks for, `const` member functions told apart from the others
#include <cstdio>

struct Scaled {
    int b = 3;
    __host__ __device__ int f(int x) { return x + b; }
    __host__ __device__ int f(double x) { return (int)(x * 2) + b; }
};
struct Either {
    __host__ __device__ int g(int) { return 1; }
    __host__ __device__ int g(int) const { return 2; }
};

__host__ __device__ void run(int* out) {
    Scaled s;
    Either e;
    auto by_cast = static_cast<int (Scaled::*)(double)>(&Scaled::f);
    out[0] = (s.*by_cast)(2.0);
    int (Scaled::*by_int)(int) = &Scaled::f;
    out[1] = (s.*by_int)(4);
    int (Either::*as_const)(int) const = &Either::g;
    out[2] = (e.*as_const)(0);
    int (Either::*as_plain)(int) = &Either::g;
    out[3] = (e.*as_plain)(0);
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[4];
    run(host);
    printf("%d %d %d %d\n%d %d %d %d\n", out[0], out[1], out[2], out[3], host[0], host[1], host[2], host[3]);
    cudaFree(out);
    return 0;
}
