// A device variable's braced list with more items than its array or aggregate has elements.
struct S {
    int a, b;
};
__device__ int arr[3] = {1, 2, 3, 4};
__device__ S ss = {1, 2, 3};
__global__ void k(int* o) { *o = arr[0] + ss.b; }
