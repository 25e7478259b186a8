// corpus: templated kernels in a program whose host code is built with -fno-rtti: types with commas, namespaces, an unnamed namespace, const, and a template template argument
#include <cstdio>

namespace ops {
struct Plus {
    __device__ int operator()(int a, int b) const { return a + b; }
};
}  // namespace ops

namespace {
struct Hidden {
    int v;
};
}  // namespace

template <class T, int N>
struct Vec {
    T x[N];
};

template <class T>
__global__ void fill(T* out, T v)
{
    out[threadIdx.x] = v + (T)threadIdx.x;
}

template <class Op, class V>
__global__ void apply(int* out, V v)
{
    out[0] = Op()(v.x[0], v.x[1]);
}

template <class T>
__global__ void read_member(int* out, T t)
{
    out[0] = t.v;
}

template <template <class, int> class C>
__global__ void size_of_instance(int* out)
{
    out[0] = (int)sizeof(C<short, 3>);
}

template <class T>
__global__ void pointee_size(int* out, const T* p)
{
    out[0] = (int)sizeof(T) + (p == nullptr);
}

int main()
{
    float* f;
    unsigned long* u;
    int* i;
    cudaMallocManaged(&f, 4 * sizeof(float));
    cudaMallocManaged(&u, 4 * sizeof(unsigned long));
    cudaMallocManaged(&i, sizeof(int));
    fill<<<1, 4>>>(f, 1.5f);
    fill<<<1, 4>>>(u, 7ul);
    cudaDeviceSynchronize();
    printf("fill: %g %g %lu %lu\n", f[0], f[3], u[0], u[3]);

    Vec<int, 2> v{{3, 4}};
    apply<ops::Plus><<<1, 1>>>(i, v);
    cudaDeviceSynchronize();
    printf("apply: %d\n", i[0]);

    read_member<<<1, 1>>>(i, Hidden{9});
    cudaDeviceSynchronize();
    printf("unnamed namespace: %d\n", i[0]);

    size_of_instance<Vec><<<1, 1>>>(i);
    cudaDeviceSynchronize();
    printf("template argument: %d\n", i[0]);

    pointee_size<<<1, 1>>>(i, (const double*)nullptr);
    cudaDeviceSynchronize();
    printf("const pointee: %d (%s)\n", i[0], cudaGetErrorString(cudaGetLastError()));
    cudaFree(f);
    cudaFree(u);
    cudaFree(i);
    return 0;
}
