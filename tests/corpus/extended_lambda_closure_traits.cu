// corpus: nvcc's traits of extended lambdas' closure types (__nv_is_extended_device_lambda_closure_type and its kin), asked in host and device code
#include <cstdio>

template <class F>
__global__ void ask(F, int* out)
{
    out[0] = __nv_is_extended_device_lambda_closure_type(F);
    out[1] = __nv_is_extended_host_device_lambda_closure_type(F);
    out[2] = __nv_is_extended_device_lambda_with_preserved_return_type(F);
}

struct Functor {
    __device__ int operator()(int x) const { return x; }
};

template <class F>
void report(const char* what, F f)
{
    int* d;
    cudaMallocManaged(&d, 3 * sizeof(int));
    ask<<<1, 1>>>(f, d);
    cudaDeviceSynchronize();
    printf("%-22s host %d %d %d device %d %d %d\n", what,
           (int)__nv_is_extended_device_lambda_closure_type(F),
           (int)__nv_is_extended_host_device_lambda_closure_type(F),
           (int)__nv_is_extended_device_lambda_with_preserved_return_type(F), d[0], d[1], d[2]);
    cudaFree(d);
}

int main()
{
    int k = 3;
    report("device", [=] __device__(int x) { return x + k; });
    report("device, return type", [=] __device__(int x) -> int { return x + k; });
    report("host device", [=] __host__ __device__(int x) { return x + k; });
    report("host device, -> int", [] __host__ __device__(int x) -> int { return x; });
    report("functor", Functor{});
    report("int", 0);
    static_assert(!__nv_is_extended_device_lambda_closure_type(int), "int");
    return 0;
}
