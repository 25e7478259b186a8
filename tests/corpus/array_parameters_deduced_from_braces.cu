// A braced list given for a parameter of array type deduces the element type and the bound:
// `const T (&)[N]` given `{7, 8, 9}` is `const int (&)[3]`, `T (&&)[N]` given `{'x', 'y'}` is
// `char (&&)[2]`; where the template fixes the bound, a shorter list initializes the array's
// first elements and value-initializes the rest.
#include <cstdio>

template <class T, int N>
__host__ __device__ int sum_and_count(const T (&values)[N]) {
    T sum = 0;
    for (int i = 0; i < N; i++)
        sum += values[i];
    return (int)sum * 10 + N;
}

template <class T, unsigned N>
__host__ __device__ int last_of(T (&&values)[N]) { return values[N - 1] * 10 + (int)sizeof(T); }

template <class T>
__host__ __device__ int ends_of_three(const T (&values)[3]) { return (int)values[0] * 10 + (int)values[2]; }

__host__ __device__ void run(int* out) {
    out[0] = sum_and_count({7, 8, 9});
    out[1] = sum_and_count({1.5, 2.5});
    out[2] = last_of({'x', 'y'});
    out[3] = ends_of_three({4L, 5L, 6L}) * 100 + ends_of_three({9, 8});
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
