// Namespace-scope reference variables in device code: a `__device__` reference binds
// another device variable (a scalar, a member, an element, a base class subobject, a whole
// array) or a temporary that lives as long as it does; device code reads and writes through
// it, and its type is the reference's (`decltype`, `std::move`).
#include <cstdio>
#include <type_traits>
#include <utility>

struct Base {
    int id;
};
struct Derived : Base {
    float weight;
};
struct Pair {
    int a, b;
};

__device__ int counter = 5;
__device__ int& counter_ref = counter;
__device__ const int& counter_view = counter;
__device__ Pair pair = {1, 2};
__device__ const Pair& pair_view = pair;
__device__ int& second = pair.b;
__device__ int table[3] = {7, 8, 9};
__device__ int (&table_ref)[3] = table;
__device__ int& last = table[2];
__device__ Derived derived = {{40}, 2.5f};
__device__ Base& base_of_derived = derived;
__constant__ int limit = 100;
__device__ const int& limit_view = limit;
// A temporary bound to a reference of static storage lives as long as the reference.
__device__ const int& answer = 42;
__device__ const double& scale = 1.5;

static_assert(std::is_same<decltype(counter_view), const int&>::value, "");
static_assert(std::is_same<decltype(std::move(counter_view)), const int&&>::value, "");
static_assert(std::is_same<decltype(counter_ref), int&>::value, "");
static_assert(std::is_same<decltype(table_ref), int (&)[3]>::value, "");

__global__ void kernel(int* out) {
    counter_ref += 1;
    out[0] = counter;
    out[1] = counter_view;
    out[2] = &counter_view == &counter;
    second = 20;
    out[3] = pair_view.a + pair_view.b;
    table_ref[0] = 70;
    out[4] = table[0] + last;
    out[5] = sizeof(table_ref) / sizeof(table_ref[0]);
    base_of_derived.id += 2;
    out[6] = derived.id;
    out[7] = limit_view;
    out[8] = answer;
    out[9] = (int)(scale * 10);
}

int main() {
    int* d;
    cudaMalloc(&d, 10 * sizeof(int));
    kernel<<<1, 1>>>(d);
    int h[10];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("counter %d, through the view %d, same object %d\n", h[0], h[1], h[2]);
    printf("pair sum %d\n", h[3]);
    printf("table[0] + last %d, elements %d\n", h[4], h[5]);
    printf("derived id %d\n", h[6]);
    printf("limit %d, answer %d, scale x10 %d\n", h[7], h[8], h[9]);
    int host_counter = 0;
    cudaMemcpyFromSymbol(&host_counter, counter, sizeof(int));
    printf("counter read from the host %d\n", host_counter);
    cudaFree(d);
    return 0;
}
