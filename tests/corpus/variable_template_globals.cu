// Variable templates that are device variables: each instance a variable of its own
// (`scratch<float>` and `scratch<int>` do not share storage), __constant__ instances with
// initializers built from the argument, and instances named in templated kernels.
#include <cstdio>

template <class T> __device__ T scratch[4];
template <class T> __constant__ T coeffs[2] = {T(1.5), T(2)};
template <int N> __device__ int counter = N * 10;

template <class T> __global__ void accumulate(T *out) {
    scratch<T>[threadIdx.x] += coeffs<T>[threadIdx.x % 2] * (threadIdx.x + 1);
    __syncthreads();
    out[threadIdx.x] = scratch<T>[3 - threadIdx.x];
}

__global__ void count() {
    atomicAdd(&counter<1>, 1);
    atomicAdd(&counter<2>, 2);
}

__global__ void report(int *out) {
    out[0] = counter<1>;
    out[1] = counter<2>;
    out[2] = sizeof(scratch<double>) + sizeof(coeffs<char>);
}

int main() {
    float *f, hf[4];
    int *i, hi[4];
    cudaMalloc(&f, sizeof hf);
    cudaMalloc(&i, sizeof hi);
    accumulate<float><<<1, 4>>>(f);
    accumulate<float><<<1, 4>>>(f);
    accumulate<int><<<1, 4>>>(i);
    cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(hi, i, sizeof hi, cudaMemcpyDeviceToHost);
    printf("float %g %g %g %g\n", hf[0], hf[1], hf[2], hf[3]);
    printf("int %d %d %d %d\n", hi[0], hi[1], hi[2], hi[3]);
    count<<<2, 32>>>();
    report<<<1, 1>>>(i);
    cudaMemcpy(hi, i, 3 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("counters %d %d, sizes %d\n", hi[0], hi[1], hi[2]);
    return 0;
}
