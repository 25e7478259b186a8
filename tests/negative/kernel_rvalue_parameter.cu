// A kernel's parameters are copied from the host: none can be an rvalue reference.
__global__ void consume(int &&x) { x = 0; }

template <class T> __global__ void consume_any(T &&x) { x = T(); }
