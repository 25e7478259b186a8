// corpus: template template parameters: a kernel and a class taking a class template (with a
// default), a device function taking a template of a type and a value, launched with
// templates from a namespace
#include <cstdio>

namespace ops {
template <typename T> struct Plus {
    __device__ T operator()(T a, T b) const { return a + b; }
};
template <typename T> struct Min {
    __device__ T operator()(T a, T b) const { return a < b ? a : b; }
};
}

template <typename T, int N> struct Array {
    T v[N];
};

template <template <typename> class Op = ops::Plus, typename T = float>
struct Folder {
    Op<T> op;
    __device__ T run(const T *v, int n) const
    {
        T r = v[0];
        for (int i = 1; i < n; ++i)
            r = op(r, v[i]);
        return r;
    }
};

template <template <typename, int> class Box, typename T>
__device__ T last_of_three(const Box<T, 3> &b)
{
    return b.v[2];
}

template <template <typename> class Op, typename T>
__global__ void fold(const T *v, int n, T *out)
{
    Folder<Op, T> f;
    out[0] = f.run(v, n);
    Folder<> sum_of_two;
    Array<int, 3> a = {{7, 8, 9}};
    out[1] = (T)sum_of_two.run((const float *)v, 2) + (T)last_of_three<Array, int>(a);
}

int main()
{
    float h[4] = {2.5f, -1.0f, 4.0f, 0.5f}, *d, *o, r[2];
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&o, sizeof(r));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    fold<ops::Plus><<<1, 1>>>(d, 4, o);
    cudaMemcpy(r, o, sizeof(r), cudaMemcpyDeviceToHost);
    printf("plus: %g %g\n", r[0], r[1]);
    fold<ops::Min, float><<<1, 1>>>(d, 4, o);
    cudaMemcpy(r, o, sizeof(r), cudaMemcpyDeviceToHost);
    printf("min: %g %g\n", r[0], r[1]);
    cudaFuncAttributes attr;
    printf("attributes: %s\n", cudaGetErrorString(cudaFuncGetAttributes(&attr, fold<ops::Min, float>)));
    cudaFree(d);
    cudaFree(o);
    return 0;
}
