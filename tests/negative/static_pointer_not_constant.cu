// Pointers of static storage hold addresses known before the program runs: not a shared
// variable's (each block has its own), not a value read from memory or computed by a call.
__shared__ int tile[32];
__device__ int counter;
__device__ int *next = &counter + 1;
__device__ int *in_tile = &tile[3];
__device__ int *read = (int *)counter;
__device__ int *from_call() { return &counter; }
__device__ int *called = from_call();
__global__ void k(int *out)
{
    static int *local = &tile[0];
    out[0] = *next + *in_tile + *read + *called + *local;
}
// CUDA's loader orders the initial data of variables that point at one another: not in a cycle.
struct Node { int value; Node *next; };
__device__ Node self_loop = {1, &self_loop};
extern __device__ Node second;
__device__ Node first = {1, &second};
__device__ Node second = {2, &first};
__device__ Node ring[2] = {{1, &ring[1]}, {2, &ring[0]}};
__global__ void walk(int *out) { out[0] = self_loop.value + first.next->value + ring[0].next->value; }
