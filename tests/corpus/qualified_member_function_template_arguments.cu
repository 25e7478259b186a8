// Kernels whose template argument is a pointer to a member function that is `const`, `&`- or
// `&&`-qualified or neither: the host's stubs declare the parameter, and the runtime reads
// the instance's name, qualifiers and all. (nvcc 13.0 builds only the unqualified form: its
// own host stubs for the others write `&Counter::peek const`, which its host compiler refuses.)
#include <cstdio>

struct Counter {
    int v;
    __device__ int peek() const { return v + 1; }
    __device__ int lvalue() & { return v + 2; }
    __device__ int rvalue() && { return v + 3; }
    __device__ int plain() { return v + 4; }
};

template <int (Counter::*M)() const>
__global__ void call_const(int *out) { const Counter c{10}; *out = (c.*M)(); }

template <int (Counter::*M)() &>
__global__ void call_lvalue(int *out) { Counter c{20}; *out = (c.*M)(); }

template <int (Counter::*M)() &&>
__global__ void call_rvalue(int *out) { *out = (Counter{30}.*M)(); }

template <int (Counter::*M)()>
__global__ void call_plain(int *out) { Counter c{40}; *out = (c.*M)(); }

int main()
{
    int *d, h[4];
    cudaMalloc(&d, sizeof h);
    call_const<&Counter::peek><<<1, 1>>>(d);
    call_lvalue<&Counter::lvalue><<<1, 1>>>(d + 1);
    call_rvalue<&Counter::rvalue><<<1, 1>>>(d + 2);
    call_plain<&Counter::plain><<<1, 1>>>(d + 3);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("const %d, & %d, && %d, plain %d\n", h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
