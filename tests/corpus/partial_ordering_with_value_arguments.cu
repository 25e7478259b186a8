// corpus: partial ordering of function templates whose parameters differ in a value template argument: h(K<1>, T) over h(K<N>, T), f(P<N, N>) over f(P<N, M>), a recursive determinant ending at Mat<T, 1>
#include <cstdio>

template <int N> struct K {};
template <int A, int B> struct P {};

template <class T, int N> struct Mat {
    T m[N][N];
};

template <class T> __host__ __device__ int h(K<1>, T) { return 1; }
template <class T, int N> __host__ __device__ int h(K<N>, T) { return N * 10; }

template <int N, int M> __host__ __device__ int f(P<N, M>) { return 2; }
template <int N> __host__ __device__ int f(P<N, N>) { return 1; }

template <class T> __host__ __device__ T det(const Mat<T, 1>& a) { return a.m[0][0]; }

template <class T, int N> __host__ __device__ T det(const Mat<T, N>& a)
{
    T sum = 0;
    for (int col = 0; col < N; ++col) {
        Mat<T, N - 1> minor;
        for (int r = 1; r < N; ++r)
            for (int c = 0, k = 0; c < N; ++c)
                if (c != col) minor.m[r - 1][k++] = a.m[r][c];
        sum += (col % 2 ? -1 : 1) * a.m[0][col] * det(minor);
    }
    return sum;
}

__host__ __device__ void run(long long* out)
{
    out[0] = h(K<1>{}, 0) * 100 + h(K<3>{}, 0);
    out[1] = f(P<2, 2>{}) * 10 + f(P<2, 3>{});
    Mat<long long, 4> a = {{{2, -3, 1, 5}, {4, 0, -2, 1}, {-1, 6, 3, 2}, {7, 1, 0, -4}}};
    out[2] = det(a);
    Mat<int, 1> one = {{{9}}};
    out[3] = det(one);
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 4;
    long long* d;
    cudaMalloc(&d, n * sizeof(long long));
    kernel<<<1, 1>>>(d);
    long long dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %lld host %lld\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
