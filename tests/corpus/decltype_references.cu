// decltype keeps the reference of an lvalue expression (a[i], *p, (x)) and drops none a name
// is declared with; std::remove_reference and friends see it; local aliases of decltype.
#include <cstdio>
#include <type_traits>

template <typename It>
__device__ void bump_all(It first, It last, int by) {
    for (; first != last; ++first) {
        decltype(*first) element = *first;  // a reference: writes go to the array
        element += by;
    }
}

template <typename T>
__device__ T sum_copy(T *a, int n) {
    // The value type, not a reference, through remove_reference.
    typename std::remove_reference<decltype(a[0])>::type total = 0;
    for (int i = 0; i < n; ++i) total += a[i];
    return total;
}

__global__ void kernel(int *a, float *f, int *out) {
    decltype(a[1]) r = a[1];
    r += 10;
    decltype(*a) first = *a;
    first = 7;
    int x = 5;
    decltype(x) y = x;  // int: a copy
    y += 1;
    decltype((x)) z = x;  // int&
    z += 100;
    using Element = decltype(f[0]);
    Element e = f[2];
    e *= 2.0f;
    bump_all(a + 3, a + 6, 1000);
    out[0] = x;
    out[1] = y;
    out[2] = std::is_reference<decltype(a[0])>::value;
    out[3] = std::is_reference<decltype(x)>::value;
    out[4] = std::is_same<decltype(x + 1), int>::value;
    out[5] = std::is_reference<Element>::value;
    out[6] = sum_copy(a, 6);
    out[7] = (int)sum_copy(f, 4);
}

int main() {
    int *a, *out;
    float *f;
    cudaMallocManaged(&a, 6 * sizeof(int));
    cudaMallocManaged(&f, 4 * sizeof(float));
    cudaMallocManaged(&out, 8 * sizeof(int));
    for (int i = 0; i < 6; ++i) a[i] = i + 1;
    for (int i = 0; i < 4; ++i) f[i] = 0.5f * (i + 1);
    kernel<<<1, 1>>>(a, f, out);
    cudaDeviceSynchronize();
    printf("a:");
    for (int i = 0; i < 6; ++i) printf(" %d", a[i]);
    printf("\nf:");
    for (int i = 0; i < 4; ++i) printf(" %g", f[i]);
    printf("\nout:");
    for (int i = 0; i < 8; ++i) printf(" %d", out[i]);
    printf("\n");
    return 0;
}
